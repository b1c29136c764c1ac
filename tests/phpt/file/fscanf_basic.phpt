--TEST--
fscanf reads formatted lines
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "john 25\nmary 31\n");
rewind($f);
var_dump(fscanf($f, "%s %d"));
var_dump(fscanf($f, "%s %d", $name, $age), $name, $age);
var_dump(fscanf($f, "%s"));
--EXPECT--
array(2) {
  [0]=>
  string(4) "john"
  [1]=>
  int(25)
}
int(2)
string(4) "mary"
int(31)
bool(false)
