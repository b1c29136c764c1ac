--TEST--
array subjects keep their keys
--FILE--
<?php
var_dump(preg_replace_callback_array(['/\d/' => fn($m) => '#'], ['k' => 'a1', 7 => '2b']));
--EXPECT--
array(2) {
  ["k"]=>
  string(2) "a#"
  [7]=>
  string(2) "#b"
}
