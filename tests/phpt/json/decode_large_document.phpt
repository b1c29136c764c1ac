--TEST--
a large document decodes
--FILE--
<?php
$parts = [];
for ($i = 0; $i < 2000; $i++) $parts[] = '{"i":' . $i . ',"s":"v' . $i . '\u00e9","f":' . ($i / 4) . '}';
$v = json_decode('[' . implode(',', $parts) . ']', true);
var_dump(count($v), $v[1999], json_last_error());
--EXPECT--
int(2000)
array(3) {
  ["i"]=>
  int(1999)
  ["s"]=>
  string(7) "v1999é"
  ["f"]=>
  float(499.75)
}
int(0)
