--TEST--
fgetcsv with spaces around fields
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "  a , \"b\" ,  \"c\"x, d\r\ne,f\r\n");
rewind($f);
var_dump(fgetcsv($f));
var_dump(fgetcsv($f));
var_dump(fgetcsv($f));
--EXPECT--
array(4) {
  [0]=>
  string(4) "  a "
  [1]=>
  string(2) "b "
  [2]=>
  string(2) "cx"
  [3]=>
  string(2) " d"
}
array(2) {
  [0]=>
  string(1) "e"
  [1]=>
  string(1) "f"
}
bool(false)
