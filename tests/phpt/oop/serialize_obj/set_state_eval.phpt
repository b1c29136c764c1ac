--TEST--
__set_state rebuilds an object from var_export output
--FILE--
<?php
class Conf {
    public $host; public $port;
    public static function __set_state(array $a) { echo "__set_state\n"; $c = new self; $c->host = $a['host']; $c->port = $a['port'] + 1; return $c; }
}
$c = new Conf; $c->host = 'h'; $c->port = 80;
$code = var_export($c, true);
echo $code, "\n";
var_dump(eval("return $code;"));
--EXPECT--
\Conf::__set_state(array(
   'host' => 'h',
   'port' => 80,
))
__set_state
object(Conf)#2 (2) {
  ["host"]=>
  string(1) "h"
  ["port"]=>
  int(81)
}
