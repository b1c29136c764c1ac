--TEST--
match expression
--FILE--
<?php
foreach ([1, 2, 3, 4] as $n) {
  echo match ($n) {
    1 => "one",
    2, 3 => "two or three",
    default => "many",
  }, "\n";
}
--EXPECT--
one
two or three
two or three
many
