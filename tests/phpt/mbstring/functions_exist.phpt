--TEST--
mbstring functions exist
--INI--
extension=mbstring
--FILE--
<?php
foreach (['mb_strlen', 'mb_substr', 'mb_strpos', 'mb_strrpos', 'mb_stripos', 'mb_strripos', 'mb_str_split', 'mb_strtolower', 'mb_strtoupper', 'mb_convert_case', 'mb_convert_encoding', 'mb_check_encoding', 'mb_internal_encoding', 'mb_substr_count', 'mb_strwidth', 'mb_strimwidth', 'mb_detect_encoding', 'mb_list_encodings', 'mb_substitute_character', 'mb_ord', 'mb_chr', 'mb_scrub', 'mb_strcut', 'mb_strstr'] as $f) {
    if (!function_exists($f)) echo $f, " missing\n";
}
echo "done\n";
?>
--EXPECT--
done
