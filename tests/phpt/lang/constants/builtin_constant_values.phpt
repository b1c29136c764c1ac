--TEST--
Values of common builtin constants
--FILE--
<?php
var_dump(PHP_EOL === "\n", E_ALL, E_STRICT, PHP_FLOAT_EPSILON > 0, M_PI > 3, PHP_INT_SIZE, DIRECTORY_SEPARATOR, PHP_OS_FAMILY === 'Linux', COUNT_RECURSIVE);
--EXPECT--
bool(true)
int(32767)
int(2048)
bool(true)
bool(true)
int(8)
string(1) "/"
bool(true)
int(1)
