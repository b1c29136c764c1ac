--TEST--
basename suffix rules
--FILE--
<?php
var_dump(basename('.txt', '.txt'), basename('/a/.txt', '.txt'), basename('x.txt/', '.txt'), basename('x', ''));
var_dump(basename("dir/\xc3\xa9t\xc3\xa9.txt"));
--EXPECT--
string(4) ".txt"
string(4) ".txt"
string(1) "x"
string(1) "x"
string(9) "été.txt"
