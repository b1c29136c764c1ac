--TEST--
splitting sentences keeping the punctuation
--FILE--
<?php
print_r(preg_split('/(?<=[.!?])\s+/', 'One. Two! Three? Four'));
--EXPECT--
Array
(
    [0] => One.
    [1] => Two!
    [2] => Three?
    [3] => Four
)
