--TEST--
fgetcsv records
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "a,b,c\n\"quoted, field\",\"with \"\"quotes\"\"\",x\n\n1,,3\nlast,line");
rewind($f);
while (($r = fgetcsv($f)) !== false) { var_dump($r); }
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
array(3) {
  [0]=>
  string(13) "quoted, field"
  [1]=>
  string(13) "with "quotes""
  [2]=>
  string(1) "x"
}
array(1) {
  [0]=>
  NULL
}
array(3) {
  [0]=>
  string(1) "1"
  [1]=>
  string(0) ""
  [2]=>
  string(1) "3"
}
array(2) {
  [0]=>
  string(4) "last"
  [1]=>
  string(4) "line"
}
