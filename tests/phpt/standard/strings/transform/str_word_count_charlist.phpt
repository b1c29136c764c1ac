--TEST--
str_word_count with extra characters
--FILE--
<?php
print_r(str_word_count("Hello fri3nd, you're looking", 1, "0..9"));
print_r(str_word_count("-dash- 'quote' end-", 1));
print_r(str_word_count("-dash- 'quote' end-", 1, "-'"));
--EXPECT--
Array
(
    [0] => Hello
    [1] => fri3nd
    [2] => you're
    [3] => looking
)
Array
(
    [0] => dash-
    [1] => 'quote'
    [2] => end
)
Array
(
    [0] => -dash-
    [1] => 'quote'
    [2] => end-
)
