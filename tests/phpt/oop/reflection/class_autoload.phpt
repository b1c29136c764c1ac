--TEST--
ReflectionClass triggers the autoloader
--FILE--
<?php
spl_autoload_register(function ($c) { echo "autoload $c\n"; if ($c === 'Lazy') { eval('class Lazy { public $v = 1; }'); } });
$r = new ReflectionClass('Lazy');
var_dump($r->getName());
try { new ReflectionClass('Other'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
autoload Lazy
string(4) "Lazy"
autoload Other
Class "Other" does not exist
