--TEST--
fgetcsv with a length limit
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "aaaa,bbbb,cccc\nnext,line\n");
rewind($f);
var_dump(fgetcsv($f, 6));
var_dump(fgetcsv($f));
var_dump(fgetcsv($f));
var_dump(fgetcsv($f));
--EXPECT--
array(2) {
  [0]=>
  string(4) "aaaa"
  [1]=>
  string(1) "b"
}
array(2) {
  [0]=>
  string(3) "bbb"
  [1]=>
  string(4) "cccc"
}
array(2) {
  [0]=>
  string(4) "next"
  [1]=>
  string(4) "line"
}
bool(false)
