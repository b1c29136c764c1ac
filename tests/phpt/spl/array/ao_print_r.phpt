--TEST--
ArrayObject print_r and var_export
--FILE--
<?php
$a = new ArrayObject(['k' => 'v']);
print_r($a); echo "\n";
var_export($a); echo "\n";
?>
--EXPECT--
ArrayObject Object
(
    [storage:ArrayObject:private] => Array
        (
            [k] => v
        )

)

\ArrayObject::__set_state(array(
   'k' => 'v',
))
