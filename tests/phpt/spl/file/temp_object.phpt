--TEST--
SplTempFileObject
--FILE--
<?php
$t = new SplTempFileObject();
var_dump($t->getFilename(), $t->getPathname(), $t instanceof SplFileObject);
$t->fwrite("x,y\n1,2\n");
$t->rewind();
var_dump($t->fgetcsv(), $t->fgetcsv());
$m = new SplTempFileObject(-1);
var_dump($m->getFilename());
?>
--EXPECT--
string(10) "php://temp"
string(10) "php://temp"
bool(true)
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
}
array(2) {
  [0]=>
  string(1) "1"
  [1]=>
  string(1) "2"
}
string(12) "php://memory"
