--TEST--
class used before its declaration
--FILE--
<?php
echo (new Later)->v, "\n";
class Later { public $v = 'ok'; }
--EXPECT--
ok
