--TEST--
fgets with a length
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "abcdef\ngh\n");
rewind($f);
var_dump(fgets($f, 1));
var_dump(fgets($f, 2));
var_dump(fgets($f, 4));
var_dump(fgets($f, 100));
var_dump(fgets($f, 3));
var_dump(fgets($f));
var_dump(fgets($f));
try { fgets($f, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(false)
string(1) "a"
string(3) "bcd"
string(3) "ef
"
string(2) "gh"
string(1) "
"
bool(false)
fgets(): Argument #2 ($length) must be greater than 0
