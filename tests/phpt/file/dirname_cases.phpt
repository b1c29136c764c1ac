--TEST--
dirname
--FILE--
<?php
foreach (['/a/b/c.txt', '/a/b/', 'c', '/', '', '//', 'a//b//', '.', '/a', 'a/b'] as $s) var_dump(dirname($s));
var_dump(dirname('/a/b/c/d', 2), dirname('/a/b/c/d', 3), dirname('/a/b/c/d', 10), dirname('a/b/c', 5));
try { dirname('/a', 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(4) "/a/b"
string(2) "/a"
string(1) "."
string(1) "/"
string(0) ""
string(1) "/"
string(1) "a"
string(1) "."
string(1) "/"
string(1) "a"
string(4) "/a/b"
string(2) "/a"
string(1) "/"
string(1) "."
dirname(): Argument #2 ($levels) must be greater than or equal to 1
