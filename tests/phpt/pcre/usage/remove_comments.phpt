--TEST--
removing C-style comments
--FILE--
<?php
$code = "a = 1; /* block\ncomment */ b = 2; // line\nc = 3;";
echo preg_replace('~/\*.*?\*/|//[^\n]*~s', '', $code), "\n";
--EXPECT--
a = 1;  b = 2; 
c = 3;
