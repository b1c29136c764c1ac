--TEST--
Upper-case open tag works
--FILE--
<?PHP echo "upper\n"; ?>
<?Php echo "mixed\n";
--EXPECT--
upper
mixed
