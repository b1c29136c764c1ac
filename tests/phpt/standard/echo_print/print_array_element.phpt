--TEST--
print of a nested array element
--FILE--
<?php
$a = ['x' => ['y' => 'deep']];
print $a['x']['y'] . "\n";
--EXPECT--
deep
