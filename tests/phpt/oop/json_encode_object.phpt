--TEST--
json_encode of a user object
--FILE--
<?php
class P { public $a = 1; protected $b = 2; private $c = 3; public $d = [1]; }
echo json_encode(new P), "\n";
--EXPECT--
{"a":1,"d":[1]}
