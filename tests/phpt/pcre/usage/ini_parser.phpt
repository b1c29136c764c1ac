--TEST--
parsing key=value lines
--FILE--
<?php
$ini = "; comment\nname = tusk\n\n[section]\nport=8080\n";
preg_match_all('/^\s*(?!;)(\w+)\s*=\s*(.*?)\s*$/m', $ini, $m);
var_dump(array_combine($m[1], $m[2]));
--EXPECT--
array(2) {
  ["name"]=>
  string(4) "tusk"
  ["port"]=>
  string(4) "8080"
}
