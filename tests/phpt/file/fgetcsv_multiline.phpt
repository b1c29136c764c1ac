--TEST--
fgetcsv with a field over several lines
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "id,text\n1,\"line one\nline two\nline three\",end\n2,next\n");
rewind($f);
while (($r = fgetcsv($f)) !== false) { var_dump($r); }
--EXPECT--
array(2) {
  [0]=>
  string(2) "id"
  [1]=>
  string(4) "text"
}
array(3) {
  [0]=>
  string(1) "1"
  [1]=>
  string(28) "line one
line two
line three"
  [2]=>
  string(3) "end"
}
array(2) {
  [0]=>
  string(1) "2"
  [1]=>
  string(4) "next"
}
