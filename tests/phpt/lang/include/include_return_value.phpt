--TEST--
include returns the file's return value
--FILE--
<?php
file_put_contents(__DIR__ . '/include_return_value.inc', '<?php return ["a" => 1];');
$cfg = include __DIR__ . '/include_return_value.inc';
var_dump($cfg);
var_dump((include __DIR__ . '/include_return_value.inc')['a']);
--EXPECT--
array(1) {
  ["a"]=>
  int(1)
}
int(1)
--CLEAN--
<?php
@unlink(__DIR__ . '/include_return_value.inc');
