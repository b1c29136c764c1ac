--TEST--
date_parse_from_format(): errors
--FILE--
<?php
foreach ([['Y-m-d', '2021-03'], ['Y-m-d', '2021-03-15 extra'], ['Y-m-d+', '2021-03-15 extra'], ['Y-m-d H:i', '2021-02-30 10:61']] as [$f, $s]) {
    echo var_export($f, true), ' ', var_export($s, true), ":\n";
    print_r(date_parse_from_format($f, $s));
}
?>
--EXPECT--
'Y-m-d' '2021-03':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 1
    [errors] => Array
        (
            [7] => Not enough data available to satisfy format
        )

    [is_localtime] => 
)
'Y-m-d' '2021-03-15 extra':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 1
    [errors] => Array
        (
            [10] => Trailing data
        )

    [is_localtime] => 
)
'Y-m-d+' '2021-03-15 extra':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 1
    [warnings] => Array
        (
            [10] => Trailing data
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'Y-m-d H:i' '2021-02-30 10:61':
Array
(
    [year] => 2021
    [month] => 2
    [day] => 30
    [hour] => 10
    [minute] => 61
    [second] => 0
    [fraction] => 0
    [warning_count] => 2
    [warnings] => Array
        (
            [16] => The parsed date was invalid
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
