--TEST--
fgetcsv with an unterminated enclosure
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "a,\"open field\nstill open");
rewind($f);
var_dump(fgetcsv($f));
var_dump(fgetcsv($f));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(21) "open field
still open"
}
bool(false)
