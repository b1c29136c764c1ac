--TEST--
Keywords and function names are case-insensitive
--FILE--
<?php
ECHO "a\n";
IF (TRUE) { Echo "b\n"; }
FUNCTION Foo() { RETURN "foo"; }
echo FOO(), "\n";
echo STRLEN("abc"), "\n";
$X = 1; $x = 2;
echo $X, $x, "\n";
--EXPECT--
a
b
foo
3
12
