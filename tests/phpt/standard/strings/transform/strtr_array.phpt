--TEST--
strtr with an array, longest match first
--FILE--
<?php
var_dump(strtr("Hi all, I said hello", ["Hi" => "Hello", "hello" => "hi", "H" => "X"]));
var_dump(strtr("aaa", ["a" => "b", "aa" => "c"]));
--EXPECT--
string(20) "Hello all, I said hi"
string(2) "cb"
