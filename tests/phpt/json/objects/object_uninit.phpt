--TEST--
json_encode skips uninitialized typed properties
--FILE--
<?php
class U { public int $a; public ?int $b = null; public string $c = "x"; }
var_dump(json_encode(new U));
$u = new U; $u->a = 5; unset($u->c); var_dump(json_encode($u));
--EXPECT--
string(18) "{"b":null,"c":"x"}"
string(16) "{"a":5,"b":null}"
