--TEST--
callbacks before an invalid one have already run
--FILE--
<?php
try {
    preg_replace_callback_array(['/a/' => function ($m) { echo "called\n"; return 'x'; }, '/b/' => 'nope'], 'ab');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
called
preg_replace_callback_array(): Argument #1 ($pattern) must contain only valid callbacks
