--TEST--
functions in namespaces with use function
--FILE--
<?php
namespace Lib { function helper(int $x = 3): int { return $x * 2; } }
namespace App {
  use function Lib\helper;
  $f = new \ReflectionFunction('Lib\helper');
  var_dump($f->getName(), $f->getNamespaceName(), $f->invoke());
  try { new \ReflectionFunction('helper'); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
  var_dump(__NAMESPACE__);
}
?>
--EXPECT--
string(10) "Lib\helper"
string(3) "Lib"
int(6)
Function helper() does not exist
string(3) "App"
