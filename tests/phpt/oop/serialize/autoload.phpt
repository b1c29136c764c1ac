--TEST--
unserialize triggers the autoloader
--FILE--
<?php
spl_autoload_register(function ($c) { echo "autoload $c\n"; if ($c === "Late") { eval("class Late { public \$v = 0; }"); } });
var_dump(unserialize("O:4:\"Late\":1:{s:1:\"v\";i:3;}"));
var_dump(get_class(unserialize("O:5:\"Never\":0:{}")));
--EXPECT--
autoload Late
object(Late)#2 (1) {
  ["v"]=>
  int(3)
}
autoload Never
string(22) "__PHP_Incomplete_Class"
