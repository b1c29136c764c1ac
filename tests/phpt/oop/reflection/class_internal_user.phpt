--TEST--
isInternal/isUserDefined
--FILE--
<?php
class Mine {}
foreach (['Mine', 'stdClass', 'Exception', 'ArrayIterator'] as $c) {
  $r = new ReflectionClass($c);
  echo $c, ' ', var_export($r->isInternal(), true), ' ', var_export($r->isUserDefined(), true), "\n";
}
?>
--EXPECT--
Mine false true
stdClass true false
Exception true false
ArrayIterator true false
