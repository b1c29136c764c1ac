--TEST--
UnhandledMatchError messages for each value type
--FILE--
<?php
foreach ([5, 'str', 1.5, true, null, [1], new stdClass] as $v) {
    try { echo match ($v) { 'nothing' => 1 }; }
    catch (UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
Unhandled match case 5
Unhandled match case 'str'
Unhandled match case 1.5
Unhandled match case true
Unhandled match case NULL
Unhandled match case of type array
Unhandled match case of type stdClass
