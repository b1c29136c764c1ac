--TEST--
Function names php's lexer does not make keywords are allowed (readonly, enum, self, mixed)
--FILE--
<?php
function readonly() { return "r"; }
function enum() { return "e"; }
function mixed() { return "m"; }
class A { function echo() { return "method echo"; } function list() { return "method list"; } }
echo readonly(), enum(), mixed(), "\n", (new A)->echo(), " ", (new A)->list(), "\n";
--EXPECT--
rem
method echo method list
