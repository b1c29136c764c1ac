--TEST--
escapes in keys
--FILE--
<?php
var_dump(json_decode('{"\u00e9":1,"a\nb":2,"\ud83d\ude00":3}', true));
--EXPECT--
array(3) {
  ["é"]=>
  int(1)
  ["a
b"]=>
  int(2)
  ["😀"]=>
  int(3)
}
