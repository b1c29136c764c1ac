--TEST--
basename
--FILE--
<?php
foreach (['/a/b/c.txt', '/a/b/', 'c', '/', '', '//', 'a//b//', '.', '..', '/a/.hidden'] as $s) var_dump(basename($s));
var_dump(basename('/a/b/c.txt', '.txt'), basename('c.txt', 'c.txt'), basename('/x/y.tar.gz', '.gz'), basename('a.txt', 'txt'));
--EXPECT--
string(5) "c.txt"
string(1) "b"
string(1) "c"
string(0) ""
string(0) ""
string(0) ""
string(1) "b"
string(1) "."
string(2) ".."
string(7) ".hidden"
string(1) "c"
string(5) "c.txt"
string(5) "y.tar"
string(2) "a."
