--TEST--
SplFileObject CSV controls
--FILE--
<?php
$p = tempnam(sys_get_temp_dir(), 'spl');
file_put_contents($p, "a;'b;c'\n");
$f = new SplFileObject($p);
var_dump($f->getCsvControl());
$f->setCsvControl(';', "'");
var_dump($f->getCsvControl(), $f->fgetcsv());
unlink($p);
?>
--EXPECT--
array(3) {
  [0]=>
  string(1) ","
  [1]=>
  string(1) """
  [2]=>
  string(1) "\"
}
array(3) {
  [0]=>
  string(1) ";"
  [1]=>
  string(1) "'"
  [2]=>
  string(1) "\"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(3) "b;c"
}
