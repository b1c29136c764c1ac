--TEST--
the limit argument
--FILE--
<?php
var_dump(preg_replace('/a/', 'b', 'aaaa', 2));
var_dump(preg_replace('/a/', 'b', 'aaaa', 0));
var_dump(preg_replace('/a/', 'b', 'aaaa', -1));
var_dump(preg_replace('/a/', 'b', 'aaaa', -7));
var_dump(preg_replace('/a/', 'b', 'aaaa', 10));
--EXPECT--
string(4) "bbaa"
string(4) "aaaa"
string(4) "bbbb"
string(4) "bbbb"
string(4) "bbbb"
