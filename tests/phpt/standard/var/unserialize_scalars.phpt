--TEST--
unserialize of scalars
--FILE--
<?php
var_dump(unserialize('N;'), unserialize('b:1;'), unserialize('b:0;'), unserialize('i:42;'), unserialize('i:-42;'), unserialize('i:+5;'), unserialize('s:3:"abc";'), unserialize('s:0:"";'));
--EXPECT--
NULL
bool(true)
bool(false)
int(42)
int(-42)
int(5)
string(3) "abc"
string(0) ""
