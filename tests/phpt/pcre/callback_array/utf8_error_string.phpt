--TEST--
a match error on a string subject stops the remaining patterns
--FILE--
<?php
var_dump(preg_replace_callback_array([
    '/a/u' => function ($m) { echo "A\n"; return 'x'; },
    '/b/' => function ($m) { echo "B\n"; return 'y'; },
], "\xffb"));
--EXPECT--
NULL
