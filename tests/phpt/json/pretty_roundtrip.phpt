--TEST--
pretty-printed JSON decodes back
--FILE--
<?php
$a = ['a' => [1, 2, ['b' => 'c']], 'd' => [], 'e' => new stdClass];
$j = json_encode($a, JSON_PRETTY_PRINT);
echo $j, "\n";
var_dump(json_decode($j, true));
--EXPECT--
{
    "a": [
        1,
        2,
        {
            "b": "c"
        }
    ],
    "d": [],
    "e": {}
}
array(3) {
  ["a"]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    array(1) {
      ["b"]=>
      string(1) "c"
    }
  }
  ["d"]=>
  array(0) {
  }
  ["e"]=>
  array(0) {
  }
}
