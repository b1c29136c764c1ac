--TEST--
fgetcsv on blank lines
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "\n\r\n \nx\n");
rewind($f);
while (($r = fgetcsv($f)) !== false) var_dump($r);
--EXPECT--
array(1) {
  [0]=>
  NULL
}
array(1) {
  [0]=>
  NULL
}
array(1) {
  [0]=>
  string(1) " "
}
array(1) {
  [0]=>
  string(1) "x"
}
