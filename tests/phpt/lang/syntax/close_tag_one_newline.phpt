--TEST--
Closing tag swallows a single newline only
--FILE--
<?php echo "a" ?>


<?php echo "b\n";
--EXPECT--
a

b
