/* make bench: a program that answers every key with a given number of bytes and does
   nothing else, in raw mode, one write(2) a key. Its CPU per key in the bench's harness is
   what reading a key and writing a frame of that size cost before any work: the floor
   beside cookbook's and nnn's keys. */
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

int main(int argc, char **argv) {
    int size = argc > 1 ? atoi(argv[1]) : 1024;
    if (size < 3) size = 3;
    struct termios mode;
    tcgetattr(0, &mode);
    struct termios saved = mode;
    cfmakeraw(&mode);
    tcsetattr(0, TCSANOW, &mode);
    char *frame = malloc(size);
    for (int i = 0; i < size; i++) frame[i] = "abcdefghij klmnopqrstuvwxyz"[i % 27];
    memcpy(frame, "\x1b[H", 3);  /* from the top left: the screen never scrolls */
    (void)!write(1, "ready, q to quit", 16);
    char key;
    while (read(0, &key, 1) == 1 && key != 'q') (void)!write(1, frame, size);
    tcsetattr(0, TCSANOW, &saved);
    return 0;
}
