--TEST--
Inline HTML between two PHP blocks
--FILE--
<?php echo "one\n"; ?>
middle text
<?php echo "two\n"; ?>
end
--EXPECT--
one
middle text
two
end
