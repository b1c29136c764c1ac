--TEST--
fgetcsv separator, enclosure and escape
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "a;'b;c';d\n'x\\'y';z\n");
rewind($f);
var_dump(fgetcsv($f, null, ';', "'"));
var_dump(fgetcsv($f, null, ';', "'"));
$g = fopen('php://memory', 'w+');
fwrite($g, "\"a\\\"b\",c\n");
rewind($g);
var_dump(fgetcsv($g));
rewind($g);
var_dump(fgetcsv($g, 0, ',', '"', ''));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(3) "b;c"
  [2]=>
  string(1) "d"
}
array(2) {
  [0]=>
  string(4) "x\'y"
  [1]=>
  string(1) "z"
}
array(2) {
  [0]=>
  string(4) "a\"b"
  [1]=>
  string(1) "c"
}
array(2) {
  [0]=>
  string(4) "a\b""
  [1]=>
  string(1) "c"
}
