--TEST--
sprintf argnum$ swapping
--FILE--
<?php
var_dump(sprintf('%2$s %1$s', 'world', 'hello'));
var_dump(sprintf('%1$s %1$s %1$s', 'x'));
var_dump(sprintf('%1$05d|%2$-4s|', 7, 'ab'));
var_dump(sprintf("%1\$'*8.2f", 3.14159));
--EXPECT--
string(11) "hello world"
string(5) "x x x"
string(11) "00007|ab  |"
string(8) "****3.14"
