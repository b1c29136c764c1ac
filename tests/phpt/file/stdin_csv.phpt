--TEST--
php://stdin and file() on it
--STDIN--
a,b
c,d
--FILE--
<?php
$in = fopen("php://stdin", "r");
var_dump(fgetcsv($in));
var_dump(fgetcsv($in));
var_dump(fgetcsv($in));
var_dump(ftell($in));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
array(2) {
  [0]=>
  string(1) "c"
  [1]=>
  string(1) "d"
}
bool(false)
int(7)
